import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { CopyButton } from '../../../components/ui/copy-button';
import { useAddEarning } from '../api/add-earning';
import { useCreateProduct } from '../api/create-product';
import { useProducts, type Product } from '../api/get-products';
import { useImportEarnings } from '../api/import-earnings';
import { SubmitButton } from '../../../components/ui/submit-button';

const CATEGORIES = [
  'general',
  'tech',
  'beauty',
  'fitness',
  'home',
  'books',
  'fashion',
  'finance',
  'food',
  'travel',
];

export function AddProductDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateProduct();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [category, setCategory] = useState('general');
  const [made, setMade] = useState<Product | null>(null);
  const close = () => {
    setName('');
    setUrl('');
    setMade(null);
    create.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ name, destination_url: url.trim(), category }, { onSuccess: (p) => setMade(p) });
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{made ? 'Your tracked link' : 'Add New Product'}</DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
          {made ? (
            <>
              <Typography>
                Share this link in your captions and bio. Each click is counted once per visitor a day, then
                goes to <strong>{made.name}</strong> with UTM tags added.
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography
                  component="code"
                  sx={{ fontFamily: 'monospace', fontSize: 16, wordBreak: 'break-all' }}
                >
                  {made.link}
                </Typography>
                <CopyButton text={made.link} label="Copy link" />
              </Box>
            </>
          ) : (
            <>
              {create.isError && <Alert severity="error">{create.error.message}</Alert>}
              <TextField
                label="Product name"
                required
                value={name}
                onChange={(e) => setName(e.target.value)}
                slotProps={{ htmlInput: { maxLength: 120 } }}
                autoFocus
              />
              <TextField
                label="Destination URL"
                required
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                placeholder="https://www.amazon.com/dp/B0..."
                helperText="Your affiliate link. Amazon links are matched to imported earnings by their product id."
                slotProps={{ htmlInput: { maxLength: 2000, inputMode: 'url' } }}
              />
              <TextField
                select
                label="Category"
                value={category}
                onChange={(e) => setCategory(e.target.value)}
              >
                {CATEGORIES.map((c) => (
                  <MenuItem key={c} value={c}>
                    {c[0]!.toUpperCase() + c.slice(1)}
                  </MenuItem>
                ))}
              </TextField>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{made ? 'Done' : 'Cancel'}</Button>
          {!made && (
            <SubmitButton pending={create.isPending} busyLabel="Creating…">
              Create link
            </SubmitButton>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function LinksDialog({
  open,
  onClose,
  onAdd,
}: {
  open: boolean;
  onClose: () => void;
  onAdd: () => void;
}) {
  const products = useProducts();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Your tracked links</DialogTitle>
      <DialogContent dividers>
        {!products.data ? (
          <LinearProgress aria-label="Loading links" />
        ) : !products.data.length ? (
          <Typography color="text.secondary">
            No links yet. Add a product to generate its tracked link.
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
            {products.data.map((p) => (
              <Box component="li" key={p.id} sx={{ display: 'grid', gap: 0.5 }}>
                <Typography sx={{ fontWeight: 700 }}>{p.name}</Typography>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography component="code" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                    {p.link}
                  </Typography>
                  <CopyButton text={p.link} label="Copy" size="small" />
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onAdd}>Add New Product</Button>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function AddEarningDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const products = useProducts();
  const add = useAddEarning();
  const [productId, setProductId] = useState('');
  const [date, setDate] = useState(() => new Date().toISOString().slice(0, 10));
  const [amount, setAmount] = useState('');
  const [items, setItems] = useState('1');
  const [error, setError] = useState('');
  const close = () => {
    setAmount('');
    setError('');
    add.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = Number(amount);
    if (!amount.trim() || !Number.isFinite(value))
      return setError('Enter the amount earned, for example 12.50.');
    setError('');
    add.mutate(
      { product_id: productId || null, date, amount: value, items: Number(items) || 0 },
      { onSuccess: close },
    );
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>Enter earnings</DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
          {(error || add.isError) && <Alert severity="error">{error || add.error?.message}</Alert>}
          <TextField select label="Product" value={productId} onChange={(e) => setProductId(e.target.value)}>
            <MenuItem value="">No product</MenuItem>
            {(products.data ?? []).map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Date"
            type="date"
            required
            value={date}
            onChange={(e) => setDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="Amount ($)"
            required
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            label="Items sold"
            value={items}
            onChange={(e) => setItems(e.target.value.replace(/\D/g, ''))}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <SubmitButton pending={add.isPending} busyLabel="Saving…">
            Save
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export const MAX_REPORT_BYTES = 5 * 1024 * 1024;

export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const run = useImportEarnings();
  const [error, setError] = useState('');
  const close = () => {
    setError('');
    run.reset();
    onClose();
  };
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError('');
    run.reset();
    if (file.size > MAX_REPORT_BYTES)
      return setError('The file is larger than 5 MB. Export a shorter date range.');
    run.mutate(await file.text());
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>Import an Amazon Associates report</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          In Amazon Associates Central, open Reports, choose Earnings, set the dates and download the report
          as CSV. It needs the columns Name, ASIN, Tracking ID, Date Shipped, Items Shipped, Revenue($) and Ad
          Fees($). Every row is imported or, if one is wrong, none; rows imported before are skipped.
        </Typography>
        <Button variant="outlined" component="label" disabled={run.isPending}>
          {run.isPending ? 'Importing…' : 'Choose CSV file'}
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            aria-label="Amazon Associates earnings report"
            onChange={(e) => void pick(e.target.files?.[0])}
          />
        </Button>
        {run.isPending && <LinearProgress aria-label="Importing" />}
        {(error || run.isError) && (
          <Alert severity="error" role="alert">
            {error || run.error?.message}
          </Alert>
        )}
        {run.data && (
          <Alert severity="success" role="status">
            {run.data.message} {run.data.matched} of {run.data.rows} rows matched your products.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
