import type { FastifyInstance, FastifyReply } from 'fastify';
import { financeApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { receiptPdf, taxDocumentPdf } from './documents.pdf';
import { ownerDocuments } from './documents.service';
import { issueInvoiceNow, taxDocumentFor } from './invoices.service';
import { receiptFor } from './receipts.service';

/** A PDF as a download, never cached (it names the owner). */
export function sendPdf(reply: FastifyReply, bytes: Buffer, filename: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(bytes);
}

/**
 * The owner's receipts, invoices and credit notes (docs/finance.md): the list, each as JSON and PDF, and an invoice
 * now. Someone else's document answers 404, as if it did not exist.
 */
export function documentsRoutes(app: FastifyInstance, _deps: Deps) {
  route(app, financeApi.documents, async ({ deps, user }) => ({ data: await ownerDocuments(deps, user) }));

  route(app, financeApi.receipt, async ({ deps, user, params }) => ({
    data: await receiptFor(deps, params.id, user),
  }));
  route(app, financeApi.receiptPdf, async ({ deps, user, params, reply }) => {
    const receipt = await receiptFor(deps, params.id, user);
    return sendPdf(reply, await receiptPdf(receipt), `receipt-${receipt.number}.pdf`);
  });

  // A repeat with the same Idempotency-Key answers the first invoice; without one it finds no fee left (409).
  route(app, financeApi.issueInvoice, async ({ deps, user }) => ({
    data: await issueInvoiceNow(deps, user),
  }));

  route(app, financeApi.invoice, async ({ deps, user, params }) => ({
    data: await taxDocumentFor(deps, params.id, user),
  }));
  route(app, financeApi.invoicePdf, async ({ deps, user, params, reply }) => {
    const doc = await taxDocumentFor(deps, params.id, user);
    return sendPdf(reply, await taxDocumentPdf(doc), `${doc.numberText}.pdf`);
  });
}
