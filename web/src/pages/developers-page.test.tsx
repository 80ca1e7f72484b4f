/** The developers page (issue 29): the MCP server's address, its six tools with examples, how to connect, and the OpenAPI link. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MCP_TOOL_NAMES } from '../../../schema/api/mcp-labels.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { DevelopersPage } from './developers-page.tsx';

describe('DevelopersPage', () => {
  it('gives the server address of this site, every tool with an example, the client set-ups and the API document', () => {
    renderWithProviders(<DevelopersPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toMatch(/^Developers/);
    const address = `${window.location.origin}/mcp`;
    expect(screen.getByLabelText('MCP server address').textContent).toBe(address);
    for (const name of MCP_TOOL_NAMES) expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Claude/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ChatGPT' })).toBeTruthy();
    expect(screen.getByLabelText('Code: .vscode/mcp.json').textContent).toContain(`"url": "${address}"`);
    expect(screen.getByRole('link', { name: /OpenAPI document/ }).getAttribute('href')).toBe('/api/openapi.json');
    // Code blocks may scroll sideways: each is reachable with the keyboard.
    for (const block of document.querySelectorAll('pre')) expect(block.getAttribute('tabindex')).toBe('0');
  });

  it('reads in Arabic', () => {
    renderWithProviders(<DevelopersPage />, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('القانون حيث يعمل مساعدك الذكي');
    expect(screen.getByLabelText('عنوان خادم MCP').textContent).toBe(`${window.location.origin}/mcp`);
  });
});
