export interface SecurityHeaderOptions {
  siteUrl: string;
  supabaseUrl: string;
  dev?: boolean;
}
export declare function securityOrigins(env?: Record<string, string | undefined>): {
  siteUrl: string;
  supabaseUrl: string;
};
export declare function contentSecurityPolicy(options: SecurityHeaderOptions): string;
export declare function securityHeaders(
  options: SecurityHeaderOptions,
): { key: string; value: string }[];
export declare const VIEWER_SOURCE: string;
export declare function securityHeaderRoutes(
  headers: { key: string; value: string }[],
): { source: string; headers: { key: string; value: string }[] }[];
