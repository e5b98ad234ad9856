import { describe, expect, it } from 'vitest';
import { TOAST_SETTINGS } from './toasts';

describe('toast settings', () => {
  it('follow the product’s toast settings', () => {
    expect(TOAST_SETTINGS).toMatchObject({
      position: 'top-right',
      autoClose: 5000,
      closeOnClick: true,
      pauseOnHover: true,
      pauseOnFocusLoss: true,
      draggable: true,
      draggablePercent: 60,
      hideProgressBar: true,
      closeButton: true,
      rtl: false,
      limit: 20,
    });
    expect(TOAST_SETTINGS).not.toHaveProperty('icon');
  });
});
