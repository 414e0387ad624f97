import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

type NonceResponse = ServerResponse & { locals: { nonce: string } };

/** Features the site never uses, switched off for every page and any content injected into it. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/**
 * helmet with a nonce-based, strict-dynamic script policy: no 'unsafe-inline' or 'unsafe-eval' for
 * scripts. Styles keep 'unsafe-inline' because styled-components injects <style> tags at runtime.
 */
function helmetPolicy(options: { production: boolean }) {
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

/** Stands for the nonce while helmet's headers are recorded; never sent. */
const NONCE_SLOT = '\u0000nonce\u0000';

export interface SecurityHeaders {
  /** Sets every security header on a response whose CSP allows scripts with `nonce`. */
  apply(res: ServerResponse, nonce: string): void;
}

/**
 * helmet's headers, recorded once with a stand-in nonce: they are the same for every response but for
 * the CSP's nonce, so a response gets them as a few setHeader calls instead of helmet building each
 * header (and the CSP string from its directives) per request (issue 23). Recording through helmet
 * itself keeps its defaults, e.g. which headers exist at all, as they are. helmet would also remove
 * X-Powered-By, which the app never sets.
 */
export function securityHeaders(options: { production: boolean }): SecurityHeaders {
  const recorded: [string, string][] = [];
  const recorder = {
    locals: { nonce: NONCE_SLOT },
    setHeader: (name: string, value: unknown) => recorded.push([name, String(value)]),
    removeHeader: () => undefined,
    getHeader: () => undefined,
  };
  helmetPolicy(options)({ method: 'GET', headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  recorded.push(['Permissions-Policy', PERMISSIONS_POLICY]);
  // In helmet's order; a header holding the nonce is kept as the parts around it.
  const headers = recorded.map(([name, value]) => ({ name, value, parts: value.includes(NONCE_SLOT) ? value.split(NONCE_SLOT) : undefined }));
  return {
    apply(res, nonce) {
      for (const { name, value, parts } of headers) res.setHeader(name, parts ? parts.join(nonce) : value);
    },
  };
}

/** The Express middleware: the security headers with the response's nonce (security/nonce.ts). */
export function securityHeadersMiddleware(headers: SecurityHeaders) {
  return (_req: Request, res: Response, next: NextFunction): void => {
    headers.apply(res, res.locals.nonce as string);
    next();
  };
}
