import { Button, CircularProgress } from '@mui/material';
import { useFormState } from 'react-hook-form';

/** A form's submit button, busy while the form submits. */
export function SubmitButton({ label }: { label: string }) {
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={16} /> : undefined}
      sx={{ mt: 2 }}
    >
      {label}
    </Button>
  );
}
