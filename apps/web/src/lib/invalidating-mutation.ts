import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation that marks `keys` stale once it succeeds, so the lists and figures on screen refetch.
 * With `wait`, the mutation stays pending until those refetches land (a form that closes on success
 * then already shows the changed list); without it, success is reported at once and lists catch up.
 */
export function useInvalidatingMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  keys: readonly QueryKey[],
  { wait = false }: { wait?: boolean } = {},
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      const refetched = Promise.all(keys.map((queryKey) => qc.invalidateQueries({ queryKey })));
      return wait ? refetched : undefined;
    },
  });
}
