import { defaultTheme, RaThemeOptions } from 'react-admin';

/**
 * react-admin's light theme with darker blues: its app bar and headers were white on #2196f3 (3.1:1). Every
 * colour's text is chosen for at least 4.5:1 (contrastThreshold), so the warning chips take dark text.
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    contrastThreshold: 4.5,
    primary: { main: '#1565c0', contrastText: '#fff' }, // 5.8:1 with white
    secondary: { light: '#5e92f3', main: '#0d47a1', dark: '#002171', contrastText: '#fff' }, // 8.6:1 with white
  },
  components: {
    ...defaultTheme.components,
    // A spinner without a name of its own (react-admin's app-bar loading indicator among them) is announced as loading.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
  },
};
