import {
  BarChart3,
  Building2,
  CalendarDays,
  Car,
  CarFront,
  Clock,
  CreditCard,
  Hospital,
  Hotel,
  KeyRound,
  MapPin,
  MonitorSmartphone,
  Plane,
  ScanLine,
  ShieldCheck,
  ShoppingBag,
  SignpostBig,
  SquareParking,
  Sun,
  Tent,
  Truck,
  Wrench,
  Zap,
} from "./lucide-icons";
import type { IconComponent } from "./lucide-icon";
import type { IconName } from "../../../src/shared/pages/icon-names";

/** The icons page content may name: content stays plain data, components stay out of it. */
const icons = {
  "bar-chart": BarChart3,
  building: Building2,
  calendar: CalendarDays,
  car: Car,
  "car-front": CarFront,
  clock: Clock,
  "credit-card": CreditCard,
  hospital: Hospital,
  hotel: Hotel,
  key: KeyRound,
  "map-pin": MapPin,
  monitor: MonitorSmartphone,
  plane: Plane,
  scan: ScanLine,
  shield: ShieldCheck,
  shopping: ShoppingBag,
  signpost: SignpostBig,
  parking: SquareParking,
  sun: Sun,
  tent: Tent,
  truck: Truck,
  wrench: Wrench,
  zap: Zap,
} satisfies Record<IconName, IconComponent>;

export type { IconName };

export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" className={className} />;
}
