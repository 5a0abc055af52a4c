/**
 * The lucide icons the site and the admin draw, each a plain `<svg>` component. Each is marked pure,
 * so a bundle (the visitor's islands, say) keeps only the icons its code draws.
 */
import {
  ArrowDown as ArrowDownNode,
  ArrowLeft as ArrowLeftNode,
  ArrowRight as ArrowRightNode,
  ArrowUp as ArrowUpNode,
  BarChart3 as BarChart3Node,
  Bold as BoldNode,
  Building2 as Building2Node,
  CalendarClock as CalendarClockNode,
  CalendarDays as CalendarDaysNode,
  Car as CarNode,
  CarFront as CarFrontNode,
  Check as CheckNode,
  CheckCircle2 as CheckCircle2Node,
  ChevronDown as ChevronDownNode,
  ChevronLeft as ChevronLeftNode,
  ChevronRight as ChevronRightNode,
  CircleAlert as CircleAlertNode,
  CircleCheck as CircleCheckNode,
  Clock as ClockNode,
  Cookie as CookieNode,
  Copy as CopyNode,
  CreditCard as CreditCardNode,
  Database as DatabaseNode,
  DatabaseBackup as DatabaseBackupNode,
  Download as DownloadNode,
  ExternalLink as ExternalLinkNode,
  Eye as EyeNode,
  FileCheck2 as FileCheck2Node,
  FilePen as FilePenNode,
  FilePlus2 as FilePlus2Node,
  FileSearch as FileSearchNode,
  Files as FilesNode,
  Heading2 as Heading2Node,
  Headset as HeadsetNode,
  History as HistoryNode,
  Hospital as HospitalNode,
  Hotel as HotelNode,
  ImageOff as ImageOffNode,
  Images as ImagesNode,
  Inbox as InboxNode,
  Italic as ItalicNode,
  KeyRound as KeyRoundNode,
  Languages as LanguagesNode,
  LifeBuoy as LifeBuoyNode,
  Lightbulb as LightbulbNode,
  Link2 as Link2Node,
  List as ListNode,
  Loader2 as Loader2Node,
  LogOut as LogOutNode,
  Mail as MailNode,
  MailX as MailXNode,
  MapPin as MapPinNode,
  Maximize2 as Maximize2Node,
  Menu as MenuNode,
  MessageCircle as MessageCircleNode,
  Minimize2 as Minimize2Node,
  MonitorSmartphone as MonitorSmartphoneNode,
  Pencil as PencilNode,
  PencilLine as PencilLineNode,
  Percent as PercentNode,
  Phone as PhoneNode,
  Plane as PlaneNode,
  Plus as PlusNode,
  RefreshCw as RefreshCwNode,
  RotateCcw as RotateCcwNode,
  Rss as RssNode,
  Save as SaveNode,
  ScanLine as ScanLineNode,
  Search as SearchNode,
  Send as SendNode,
  Share2 as Share2Node,
  ShieldAlert as ShieldAlertNode,
  ShieldCheck as ShieldCheckNode,
  ShoppingBag as ShoppingBagNode,
  SignpostBig as SignpostBigNode,
  SquareParking as SquareParkingNode,
  Sun as SunNode,
  Tent as TentNode,
  GripVertical as GripVerticalNode,
  Trash2 as Trash2Node,
  TriangleAlert as TriangleAlertNode,
  Truck as TruckNode,
  Upload as UploadNode,
  UserRound as UserRoundNode,
  Users as UsersNode,
  Wrench as WrenchNode,
  XCircle as XCircleNode,
  Zap as ZapNode,
  ZoomIn as ZoomInNode,
  ZoomOut as ZoomOutNode,
} from "lucide";
import { lucideIcon } from "./lucide-icon";

export const ArrowDown = /* @__PURE__ */ lucideIcon(ArrowDownNode);
export const ArrowLeft = /* @__PURE__ */ lucideIcon(ArrowLeftNode);
export const ArrowRight = /* @__PURE__ */ lucideIcon(ArrowRightNode);
export const ArrowUp = /* @__PURE__ */ lucideIcon(ArrowUpNode);
export const BarChart3 = /* @__PURE__ */ lucideIcon(BarChart3Node);
export const Bold = /* @__PURE__ */ lucideIcon(BoldNode);
export const Building2 = /* @__PURE__ */ lucideIcon(Building2Node);
export const CalendarClock = /* @__PURE__ */ lucideIcon(CalendarClockNode);
export const CalendarDays = /* @__PURE__ */ lucideIcon(CalendarDaysNode);
export const Car = /* @__PURE__ */ lucideIcon(CarNode);
export const CarFront = /* @__PURE__ */ lucideIcon(CarFrontNode);
export const Check = /* @__PURE__ */ lucideIcon(CheckNode);
export const CheckCircle2 = /* @__PURE__ */ lucideIcon(CheckCircle2Node);
export const ChevronDown = /* @__PURE__ */ lucideIcon(ChevronDownNode);
export const ChevronLeft = /* @__PURE__ */ lucideIcon(ChevronLeftNode);
export const ChevronRight = /* @__PURE__ */ lucideIcon(ChevronRightNode);
export const CircleAlert = /* @__PURE__ */ lucideIcon(CircleAlertNode);
export const CircleCheck = /* @__PURE__ */ lucideIcon(CircleCheckNode);
export const Clock = /* @__PURE__ */ lucideIcon(ClockNode);
export const Cookie = /* @__PURE__ */ lucideIcon(CookieNode);
export const Copy = /* @__PURE__ */ lucideIcon(CopyNode);
export const CreditCard = /* @__PURE__ */ lucideIcon(CreditCardNode);
export const Database = /* @__PURE__ */ lucideIcon(DatabaseNode);
export const DatabaseBackup = /* @__PURE__ */ lucideIcon(DatabaseBackupNode);
export const Download = /* @__PURE__ */ lucideIcon(DownloadNode);
export const ExternalLink = /* @__PURE__ */ lucideIcon(ExternalLinkNode);
export const Eye = /* @__PURE__ */ lucideIcon(EyeNode);
export const FileCheck2 = /* @__PURE__ */ lucideIcon(FileCheck2Node);
export const FilePen = /* @__PURE__ */ lucideIcon(FilePenNode);
export const FilePlus2 = /* @__PURE__ */ lucideIcon(FilePlus2Node);
export const FileSearch = /* @__PURE__ */ lucideIcon(FileSearchNode);
export const Files = /* @__PURE__ */ lucideIcon(FilesNode);
export const Heading2 = /* @__PURE__ */ lucideIcon(Heading2Node);
export const Headset = /* @__PURE__ */ lucideIcon(HeadsetNode);
export const History = /* @__PURE__ */ lucideIcon(HistoryNode);
export const Hospital = /* @__PURE__ */ lucideIcon(HospitalNode);
export const Hotel = /* @__PURE__ */ lucideIcon(HotelNode);
export const ImageOff = /* @__PURE__ */ lucideIcon(ImageOffNode);
export const Images = /* @__PURE__ */ lucideIcon(ImagesNode);
export const Inbox = /* @__PURE__ */ lucideIcon(InboxNode);
export const Italic = /* @__PURE__ */ lucideIcon(ItalicNode);
export const KeyRound = /* @__PURE__ */ lucideIcon(KeyRoundNode);
export const Languages = /* @__PURE__ */ lucideIcon(LanguagesNode);
export const LifeBuoy = /* @__PURE__ */ lucideIcon(LifeBuoyNode);
export const Lightbulb = /* @__PURE__ */ lucideIcon(LightbulbNode);
export const Link2 = /* @__PURE__ */ lucideIcon(Link2Node);
export const List = /* @__PURE__ */ lucideIcon(ListNode);
export const Loader2 = /* @__PURE__ */ lucideIcon(Loader2Node);
export const LogOut = /* @__PURE__ */ lucideIcon(LogOutNode);
export const Mail = /* @__PURE__ */ lucideIcon(MailNode);
export const MailX = /* @__PURE__ */ lucideIcon(MailXNode);
export const MapPin = /* @__PURE__ */ lucideIcon(MapPinNode);
export const Maximize2 = /* @__PURE__ */ lucideIcon(Maximize2Node);
export const Menu = /* @__PURE__ */ lucideIcon(MenuNode);
export const MessageCircle = /* @__PURE__ */ lucideIcon(MessageCircleNode);
export const Minimize2 = /* @__PURE__ */ lucideIcon(Minimize2Node);
export const MonitorSmartphone = /* @__PURE__ */ lucideIcon(MonitorSmartphoneNode);
export const Pencil = /* @__PURE__ */ lucideIcon(PencilNode);
export const PencilLine = /* @__PURE__ */ lucideIcon(PencilLineNode);
export const Percent = /* @__PURE__ */ lucideIcon(PercentNode);
export const Phone = /* @__PURE__ */ lucideIcon(PhoneNode);
export const Plane = /* @__PURE__ */ lucideIcon(PlaneNode);
export const Plus = /* @__PURE__ */ lucideIcon(PlusNode);
export const RefreshCw = /* @__PURE__ */ lucideIcon(RefreshCwNode);
export const RotateCcw = /* @__PURE__ */ lucideIcon(RotateCcwNode);
export const Rss = /* @__PURE__ */ lucideIcon(RssNode);
export const Save = /* @__PURE__ */ lucideIcon(SaveNode);
export const ScanLine = /* @__PURE__ */ lucideIcon(ScanLineNode);
export const Search = /* @__PURE__ */ lucideIcon(SearchNode);
export const Send = /* @__PURE__ */ lucideIcon(SendNode);
export const Share2 = /* @__PURE__ */ lucideIcon(Share2Node);
export const ShieldAlert = /* @__PURE__ */ lucideIcon(ShieldAlertNode);
export const ShieldCheck = /* @__PURE__ */ lucideIcon(ShieldCheckNode);
export const ShoppingBag = /* @__PURE__ */ lucideIcon(ShoppingBagNode);
export const SignpostBig = /* @__PURE__ */ lucideIcon(SignpostBigNode);
export const SquareParking = /* @__PURE__ */ lucideIcon(SquareParkingNode);
export const Sun = /* @__PURE__ */ lucideIcon(SunNode);
export const Tent = /* @__PURE__ */ lucideIcon(TentNode);
export const GripVertical = /* @__PURE__ */ lucideIcon(GripVerticalNode);
export const Trash2 = /* @__PURE__ */ lucideIcon(Trash2Node);
export const TriangleAlert = /* @__PURE__ */ lucideIcon(TriangleAlertNode);
export const Truck = /* @__PURE__ */ lucideIcon(TruckNode);
export const Upload = /* @__PURE__ */ lucideIcon(UploadNode);
export const UserRound = /* @__PURE__ */ lucideIcon(UserRoundNode);
export const Users = /* @__PURE__ */ lucideIcon(UsersNode);
export const Wrench = /* @__PURE__ */ lucideIcon(WrenchNode);
export const XCircle = /* @__PURE__ */ lucideIcon(XCircleNode);
export const Zap = /* @__PURE__ */ lucideIcon(ZapNode);
export const ZoomIn = /* @__PURE__ */ lucideIcon(ZoomInNode);
export const ZoomOut = /* @__PURE__ */ lucideIcon(ZoomOutNode);
// The toaster, on every page of the app, draws only this one: it comes alone, without the rest of this list.
export { X } from "./close-icon";
