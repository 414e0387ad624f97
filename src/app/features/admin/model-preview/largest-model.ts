import { isMeasured, type ModelInsight } from '../../../../shared/model-measurement';
import { formatModelSize } from './model-size';

/** The list's badge: the size of a lead's largest measured model (by bounding-box volume), or null. */
export function largestModelSize(attachments: readonly { model?: ModelInsight }[] | undefined): string | null {
  let largest: readonly number[] | null = null;
  let largestVolume = -1;
  for (const { model } of attachments ?? []) {
    if (!model || !isMeasured(model)) continue;
    const [x, y, z] = model.bbox_mm;
    if (x * y * z > largestVolume) {
      largestVolume = x * y * z;
      largest = model.bbox_mm;
    }
  }
  return largest ? formatModelSize(largest) : null;
}
