/** Loaded before every `bun test` file (bunfig.toml): what the unit tests run with. */
import { setTestPasswordCost } from "../accounts/password-hash";

setTestPasswordCost();
