/**
 * The small building blocks most admin areas draw (a field, a table and its pages, a list's states, a date in Rome's
 * time): imported here for their place in the app's script, which every admin page loads first. Left to the bundler,
 * each would be a file of its own, a few hundred bytes that a phone on a slow network still waits a round trip for,
 * once per area with a different mix of them. `scripts/build/admin-scripts.integration.test.ts` keeps the areas' count
 * of scripts and their weight in check.
 */
import "../components/ui/admin-table";
import "../components/ui/error-note";
import "../components/ui/field";
import "../components/ui/list-states";
import "../components/ui/load-error";
import "../components/ui/pager";
import "../components/ui/select-field";
import "../components/ui/text-field";
import "../lib/filter-form";
import "../lib/list-address";
import "../lib/upload";
import "../../src/shared/rome-date-time";
