import { CheckboxGroupInput, SelectInput } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useAdminApi } from '../common/useAdminApi';

/** Festival, communities and practical tags of an event: inferred from its text, corrected here (docs/festivals.md). */
export function CommunityInputs() {
  const api = useAdminApi();
  const year = new Date().getFullYear();
  const choices = useQuery({
    queryKey: ['community-choices', year],
    queryFn: async () => {
      const [festivals, languages, tags] = await Promise.all([api.festivals(year), api.languages(), api.tags()]);
      return {
        // One choice per festival (the year's list may hold a festival twice, e.g. two Eids' dates).
        festivals: [...new Map(festivals.map((f) => [f.slug, f.name])).entries()].map(([id, name]) => ({ id, name })),
        languages: [...languages.map((l) => ({ id: l.code, name: l.name })), { id: 'all', name: 'Everyone' }],
        tags: tags.map((t) => ({ id: t.key, name: t.label })),
      };
    },
    staleTime: 60 * 60 * 1000,
  });
  if (!choices.data) return null;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
      <Typography component="legend" variant="subtitle2">
        Festival and community (inferred from the text unless chosen here)
      </Typography>
      <SelectInput
        source="festival"
        label="Festival"
        choices={choices.data.festivals}
        emptyText="None"
        format={(v: string | null) => v ?? ''}
        parse={(v: string) => v || null}
        fullWidth
      />
      <CheckboxGroupInput source="languages" label="Communities" choices={choices.data.languages} row />
      <CheckboxGroupInput source="tags" label="Practical tags" choices={choices.data.tags} row />
    </Box>
  );
}
