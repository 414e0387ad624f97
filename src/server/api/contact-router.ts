import { Router } from 'express';
import type { AppDeps } from '../app';

/** TODO(issue) — placeholder until the feature lands. */
export function contactRouter(_deps: AppDeps) {
  return Router();
}
