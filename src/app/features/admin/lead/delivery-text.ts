import type { DeliveryStatus } from '../../../../shared/lead-schema';

type DeliveryTexts = Record<DeliveryStatus['state'], (attempts: number) => string>;

/** One e-mail's delivery in words (the notification's, a reply's), from that e-mail's own texts. */
export function describeDelivery(delivery: DeliveryStatus, texts: DeliveryTexts): string {
  return texts[delivery.state](delivery.attempts);
}
