import type { DomainConfig } from './config';

/** Where the certificate and key of `domain` live on the proxy (under WCM_SSL_DIR). */
export function certificatePaths(domain: string, config: DomainConfig) {
  const dir = config.sslDir.replace(/\/+$/, '');
  return { certPath: `${dir}/${domain}.crt`, keyPath: `${dir}/${domain}.key` };
}

/**
 * An nginx reverse-proxy server block for an approved domain: HTTP redirects to HTTPS when a
 * certificate is present, else proxies plain HTTP. `domain` is validated (letters, digits, dots,
 * hyphens) before it gets here, so it cannot inject directives.
 */
export function nginxServerBlock(domain: string, hasCertificate: boolean, config: DomainConfig) {
  if (!/^[a-z0-9.-]+$/.test(domain)) throw new Error('invalid domain');
  const { certPath, keyPath } = certificatePaths(domain, config);
  const proxy = [
    `    location / {`,
    `        proxy_pass ${config.upstream};`,
    `        proxy_set_header Host $host;`,
    `        proxy_set_header X-Real-IP $remote_addr;`,
    `        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;`,
    `        proxy_set_header X-Forwarded-Proto $scheme;`,
    `    }`,
  ];
  if (!hasCertificate)
    return [`server {`, `    listen 80;`, `    server_name ${domain};`, '', ...proxy, `}`, ''].join(
      '\n',
    );
  return [
    `server {`,
    `    listen 80;`,
    `    server_name ${domain};`,
    `    return 301 https://$host$request_uri;`,
    `}`,
    '',
    `server {`,
    `    listen 443 ssl;`,
    `    server_name ${domain};`,
    '',
    `    ssl_certificate ${certPath};`,
    `    ssl_certificate_key ${keyPath};`,
    `    ssl_protocols TLSv1.2 TLSv1.3;`,
    `    ssl_session_cache shared:wcm_ssl:10m;`,
    '',
    ...proxy,
    `}`,
    '',
  ].join('\n');
}
