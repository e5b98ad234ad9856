import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText, linkParts } from './LinkedText';

function renderText(text: string) {
  return render(
    <MantineProvider>
      <p data-testid="text">
        <LinkedText text={text} />
      </p>
    </MantineProvider>,
  );
}

describe('text with links', () => {
  it('makes http and https addresses into links that open in a new tab', () => {
    renderText('Forms at https://example.org/forms?id=3 and http://dads.example.com/a#b today');
    const https = screen.getByRole('link', { name: 'https://example.org/forms?id=3' });
    expect(https).toHaveAttribute('href', 'https://example.org/forms?id=3');
    expect(https).toHaveAttribute('target', '_blank');
    expect(https).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: 'http://dads.example.com/a#b' })).toBeInTheDocument();
    expect(screen.getByTestId('text')).toHaveTextContent(
      'Forms at https://example.org/forms?id=3 and http://dads.example.com/a#b today',
    );
  });

  it('shows HTML as the text it is, and links nothing but http(s)', () => {
    const { container } = renderText('<b>bold</b> <img src=x onerror=alert(1)> javascript:alert(1) <a href="https://evil.example">x</a>');
    expect(screen.getByTestId('text')).toHaveTextContent('<b>bold</b> <img src=x onerror=alert(1)> javascript:alert(1) <a href="https://evil.example">x</a>');
    expect(container.querySelector('b, img, script')).toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['https://evil.example']);
  });

  it('keeps line breaks', () => {
    const { container } = renderText('Line one\nLine two\r\n\r\nLine four');
    expect(container.querySelectorAll('br')).toHaveLength(3);
    expect(screen.getByTestId('text').innerHTML).toBe('Line one<br>Line two<br><br>Line four');
  });

  it('leaves the punctuation after an address out of the link', () => {
    expect(linkParts('See https://example.org/a. Or (https://example.org/b), https://en.wikipedia.org/wiki/Foo_(bar)!')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://example.org/a' },
      { kind: 'text', text: '. Or (' },
      { kind: 'link', href: 'https://example.org/b' },
      { kind: 'text', text: '), ' },
      { kind: 'link', href: 'https://en.wikipedia.org/wiki/Foo_(bar)' },
      { kind: 'text', text: '!' },
    ]);
  });
});
