import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { seriousViolations } from '../../shell/axe-test-helper';
import * as tableStories from './data-table.stories';
import * as displayStories from './display.stories';
import * as paginationStories from './pagination.stories';
import * as toolbarStories from './right-toolbar.stories';
import * as searchStories from './search-form.stories';
import * as treeStories from './tree-view.stories';

const table = composeStories(tableStories);
const tree = composeStories(treeStories);
const display = composeStories(displayStories);
const { Default: PaginationDefault, ManyPages } = composeStories(paginationStories);
const { Columns } = composeStories(toolbarStories);
const { Default: SearchDefault } = composeStories(searchStories);

describe('data kit accessibility (axe)', () => {
  it('tables in every state have no serious violations', async () => {
    render(
      <>
        <table.Basic />
        <table.Loading aria-label="Loading users" />
        <table.Empty aria-label="No users" />
        <table.SelectAndSort aria-label="Selectable users" />
        <table.TreeExpanded />
      </>,
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('trees have no serious violations', async () => {
    render(
      <>
        <tree.Selectable />
        <tree.Checkable aria-label="Menu permissions" />
        <tree.Filtered aria-label="Filtered menus" />
      </>,
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('pagination, search form, toolbar and display pieces have no serious violations', async () => {
    render(
      <>
        <SearchDefault />
        <Columns />
        <PaginationDefault />
        <ManyPages />
        <display.DictTags />
        <display.StatusBadges />
        <display.EmptyWithAction />
        <display.DescriptionsBordered />
      </>,
    );
    expect(await seriousViolations()).toEqual([]);
  });
});
