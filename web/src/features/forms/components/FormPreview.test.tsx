import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeForm } from '@/testing/forms';
import { renderWithProviders } from '@/testing/render';
import { FormPreview } from './FormPreview';

describe('the builder’s preview', () => {
  it('shows a self-service form as the father fills it, or as his case manager does', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormPreview form={makeForm({ selfService: true })} />);
    const preview = within(screen.getByRole('region', { name: 'Preview' }));
    expect(preview.getByRole('radiogroup', { name: /How are things at home\?/ })).toBeInTheDocument();
    expect(preview.queryByRole('checkbox', { name: 'Declined to answer' })).not.toBeInTheDocument();
    await user.click(preview.getByText('His case manager'));
    expect(await preview.findAllByRole('checkbox', { name: 'Declined to answer' })).toHaveLength(4);
  });

  it('shows any other form only as staff fill it', () => {
    renderWithProviders(<FormPreview form={makeForm({ selfService: false })} />);
    const preview = within(screen.getByRole('region', { name: 'Preview' }));
    expect(preview.queryByText('His case manager')).not.toBeInTheDocument();
    expect(preview.getAllByRole('checkbox', { name: 'Declined to answer' })).toHaveLength(4);
  });
});
