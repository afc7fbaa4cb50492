import { PortalLoading } from '@/components/portal/portal-loading';

export default function DashboardLoading() {
  return <PortalLoading label="Loading your dashboard…" />;
}
