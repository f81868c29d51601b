// Quick order end to end: a pasted mix of good, unknown, phone-order-only and hidden parts; every part is checked
// with a message per row, and the good rows go into the cart in one call.
import { test, expect } from '../../support/fixtures';
import { findStoreParts } from './cart-parts';

test('a pasted mix: good rows added at once, the others skipped with a reason each', async ({
  page,
  request,
  baseURL,
}) => {
  const { good, notOrderable, notShownOnline } = await findStoreParts(request, baseURL!);
  const [first, second] = [good[0]!, good[1]!];
  await page.goto('/pages/store/cart/quick-order');
  await page
    .getByLabel('Paste part numbers')
    .fill(
      [
        `${first.partNumber}, 2`,
        '',
        `${second.partNumber}\t3`,
        'ZZ-0000000 1',
        `${notOrderable.partNumber},1`,
        '   ',
        `${notShownOnline.partNumber} 4`,
      ].join('\n'),
    );
  await page.getByRole('button', { name: 'Add Pasted Lines' }).click();

  // blank lines ignored: five rows, each checked
  const rows = page.getByTestId('quick-order-row');
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(0).getByTestId('row-ok')).toContainText(first.productDisplayName);
  await expect(rows.nth(1).getByTestId('row-ok')).toContainText(second.productDisplayName);
  await expect(rows.nth(2).getByTestId('row-problem')).toHaveText('We could not find this part number.');
  await expect(rows.nth(3).getByTestId('row-problem')).toHaveText(
    /^This item cannot be ordered online but please call us at 1-877-GO-.+, Option 1 to place an order\.$/,
  );
  await expect(rows.nth(4).getByTestId('row-problem')).toHaveText('This part is not available online.');
  await expect(rows.nth(2).getByLabel('Part number, row 3')).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  const outcome = page.getByTestId('quick-order-outcome');
  await expect(outcome).toContainText('5 item(s) added to cart.');
  await expect(outcome).toContainText('3 part(s) not added:');
  await expect(outcome).toContainText('ZZ-0000000: We could not find this part number.');
  await expect(outcome.getByRole('link', { name: 'View Cart (5)' })).toBeVisible();
  await expect(page.getByTestId('supply-cart-count')).toHaveText('5');
  // the skipped rows stay to be fixed
  await expect(rows).toHaveCount(3);

  await page.getByRole('button', { name: 'Remove row 1' }).click();
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: 'Add Row' }).click();
  await expect(rows).toHaveCount(3);

  await outcome.getByRole('link', { name: 'View Cart (5)' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-item-count')).toHaveText('5');
});
