import { lazy, Suspense } from 'react';
import { useHydrated } from '../use-hydrated';
import { AttachmentInput } from './attachment-input';

export interface AttachmentFieldProps {
  id: string;
  files: File[];
  onChange: (files: File[]) => void;
  error?: string;
  /** Percent of the upload sent, while a post with files is on its way. */
  progress: number | null;
  disabled: boolean;
}

// Drop zone, list and progress bar load only once a form is on screen with JavaScript running,
// keeping them out of every page's first load (the dialog itself is a lazy chunk already).
const AttachmentPicker = lazy(() => import('./attachment-picker').then((module) => ({ default: module.AttachmentPicker })));

/** A contact form's files: the plain input in the server render, the picker once it has loaded. */
export function AttachmentField(props: AttachmentFieldProps) {
  const hydrated = useHydrated();
  const plain = <AttachmentInput id={props.id} error={props.error} onFiles={hydrated ? props.onChange : undefined} />;
  if (!hydrated) return plain;
  return (
    <Suspense fallback={plain}>
      <AttachmentPicker {...props} />
    </Suspense>
  );
}
