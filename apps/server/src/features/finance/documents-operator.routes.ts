import type { FastifyInstance } from 'fastify';
import { financeApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { sendPdf } from './documents.routes';
import { receiptPdf, taxDocumentPdf } from './documents.pdf';
import { adminDocuments } from './documents.service';
import { issueCreditNote, taxDocumentFor } from './invoices.service';
import { receiptFor } from './receipts.service';

/** The operator's copies of everyone's receipts, invoices and credit notes, and credit notes on invoices. */
export function documentsOperatorRoutes(app: FastifyInstance, _deps: Deps) {
  route(app, financeApi.adminDocuments, async ({ deps, query }) => ({
    data: await adminDocuments(deps, query),
  }));
  route(app, financeApi.adminReceipt, async ({ deps, user, params }) => ({
    data: await receiptFor(deps, params.id, user),
  }));
  route(app, financeApi.adminReceiptPdf, async ({ deps, user, params, reply }) => {
    const receipt = await receiptFor(deps, params.id, user);
    return sendPdf(reply, await receiptPdf(receipt), `receipt-${receipt.number}.pdf`);
  });
  route(app, financeApi.adminInvoice, async ({ deps, user, params }) => ({
    data: await taxDocumentFor(deps, params.id, user),
  }));
  route(app, financeApi.adminInvoicePdf, async ({ deps, user, params, reply }) => {
    const doc = await taxDocumentFor(deps, params.id, user);
    return sendPdf(reply, await taxDocumentPdf(doc), `${doc.numberText}.pdf`);
  });
  // One credit note per Idempotency-Key: a retry answers the first note instead of issuing a second.
  route(
    app,
    financeApi.creditNote,
    async ({ deps, user, params, body }) => ({ data: await issueCreditNote(deps, user, params.id, body) }),
    { idempotency: { input: (r) => ({ id: r.params.id, ...r.body }) } },
  );
}
