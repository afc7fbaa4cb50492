import { PortalLoading } from '@/components/portal/portal-loading';

export default function AdminLoading() {
  return <PortalLoading label="Loading…" />;
}
