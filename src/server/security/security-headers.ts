import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

type NonceResponse = ServerResponse & { locals: { nonce: string } };

/**
 * helmet with a nonce-based, strict-dynamic script policy: no 'unsafe-inline' or 'unsafe-eval' for
 * scripts. Styles keep 'unsafe-inline' because styled-components injects <style> tags at runtime.
 */
export function securityHeaders(options: { production: boolean }) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [(_req: IncomingMessage, res: ServerResponse) => `'nonce-${(res as NonceResponse).locals.nonce}'`, "'strict-dynamic'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // The inbox's PDF previews run pdf.js's parser in a worker served from /assets (docs/admin.md).
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: options.production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.production ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
}

/** Features the site never uses, switched off for every page and any content injected into it. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';
