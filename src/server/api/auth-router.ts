import { Router } from 'express';
import type { AppDeps } from '../app';

/** TODO(issue) — placeholder until the feature lands. */
export function authRouter(_deps: AppDeps) {
  return Router();
}
