// The @ant-design/icons icons a menu may name, by their export names (MenuIcon.tsx): only these reach the bundle.
export {
  ApartmentOutlined, AppstoreOutlined, AuditOutlined, BankOutlined, BarChartOutlined, BellOutlined, BookOutlined,
  CalendarOutlined, CarOutlined, CloudOutlined, ClusterOutlined, ContainerOutlined, DashboardOutlined, DatabaseOutlined,
  DesktopOutlined, ExperimentOutlined, FileOutlined, FileTextOutlined, FolderOutlined, FormOutlined,
  FundProjectionScreenOutlined, GlobalOutlined, HomeOutlined, IdcardOutlined, InboxOutlined, LayoutOutlined,
  LinkOutlined, MedicineBoxOutlined, MessageOutlined, PieChartOutlined, PrinterOutlined, ProfileOutlined,
  ProjectOutlined, SafetyOutlined, SettingOutlined, ShopOutlined, ShoppingCartOutlined, SolutionOutlined,
  SwapOutlined, TableOutlined, TagsOutlined, TeamOutlined, ToolOutlined, UserOutlined,
} from '@ant-design/icons';
