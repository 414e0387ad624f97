import { groupDigits } from '../../src/shared/group-digits';
import { formatPrice } from '../../src/content/store';

describe('groupDigits', () => {
  test.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [5000, '5,000'],
    [12345, '12,345'],
    [1234567, '1,234,567'],
    [999.6, '1,000'],
  ])('%d → %s, as en-US groups it', (value, expected) => {
    expect(groupDigits(value)).toBe(expected);
    expect(groupDigits(value)).toBe(Math.round(value).toLocaleString('en-US'));
  });
});

describe('formatPrice', () => {
  test('whole dollars with grouped digits, the same text Intl would give', () => {
    for (const price of [0, 285, 1250, 18900]) {
      const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(price);
      expect(formatPrice({ price, currency: 'USD' })).toBe(intl);
    }
    expect(formatPrice({ price: 1250, currency: 'USD' })).toBe('$1,250');
  });
});
