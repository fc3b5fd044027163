import { screen } from '@testing-library/react';
import { RECIPE_IMPORT_MESSAGES } from '@contract/messages';
import { toRecipe } from '@/api/mappers';
import { recipeDetailDto } from '@/entities/recipe/__fixtures__/dtos';
import { renderWithProviders } from '@/test/render';
import { RecipeContent } from '../RecipeContent';

const renderWithLink = (link: string | null) =>
  renderWithProviders(<RecipeContent recipe={toRecipe(recipeDetailDto(1, { resource_link: link }))} />);

describe("the recipe's source", () => {
  it('says which site the recipe is from and links its page', () => {
    const page = 'https://www.bbcgoodfood.com/recipes/red-lentil-soup-with-a-very-long-address-that-wraps';
    renderWithLink(page);
    const link = screen.getByRole('link', { name: RECIPE_IMPORT_MESSAGES.fromSite('bbcgoodfood.com') });
    expect(link).toHaveAttribute('href', page);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('rel')).toContain('noreferrer');
  });

  it('shows nothing without a link, or for one that is not a web page', () => {
    renderWithLink(null);
    expect(screen.queryByRole('heading', { name: 'Source' })).not.toBeInTheDocument();
    renderWithLink('javascript:alert(1)');
    expect(screen.queryByRole('heading', { name: 'Source' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /From/ })).not.toBeInTheDocument();
  });
});
