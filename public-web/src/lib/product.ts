import { productName } from '@sangam/shared';

export function headerTitle(): string {
  return `${productName()} - Community Events`;
}
