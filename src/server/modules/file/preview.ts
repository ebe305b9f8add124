/**
 * GET /api/file/Uploader/Preview?fileName=&type= (spec "Download:" line; the original's web client calls it to
 * preview a stored file and reads `data` as the address to view). The original answered the address of a separate
 * preview server; Loom answers the same one-shot address a download gets (offer.ts), which serves the bytes with
 * their real type as an attachment, never inline in the app's origin. Only kinds the preview can show (images and
 * PDFs, engine/upload/preview.ts) get one. `fileVersionId`, `fileDownloadUrl` and `previewType` of the original's
 * query are accepted and ignored: the file is named by its stored name alone, never by an address the client sends.
 */
import type { FastifyInstance } from 'fastify';
import { previewKindOf } from '../../../engine/upload/preview';
import type { AppContext } from '../../context';
import { ApiError, ok } from '../../http/envelope';
import { fileText } from './messages';
import { offerFile } from './offer';
import { NAME_PATTERN, TYPE_PATTERN, extensionOf } from './storage';

interface PreviewQuery { fileName: string; type?: string; fileVersionId?: string; fileDownloadUrl?: string; previewType?: string }

/** The upload folder of the file widget (and of chunk merge) when the caller names none. */
const DEFAULT_TYPE = 'annex';

export async function previewRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Querystring: PreviewQuery }>('/api/file/Uploader/Preview', {
    config: { access: 'session' },
    schema: { querystring: { type: 'object', required: ['fileName'], properties: {
      fileName: { type: 'string', pattern: NAME_PATTERN },
      type: { type: 'string', pattern: TYPE_PATTERN },
      fileVersionId: { type: 'string', maxLength: 200 },
      fileDownloadUrl: { type: 'string', maxLength: 2000 },
      previewType: { type: 'string', maxLength: 50 },
    } } },
  }, async (req) => {
    const { fileName } = req.query;
    // Judged by the name the caller sent, before anything is looked up, so the refusal reveals nothing stored.
    if (!previewKindOf(extensionOf(fileName))) {
      throw new ApiError(400, 'paramInvalid', {}, fileText(req.lang, 'notPreviewable'));
    }
    const { url } = await offerFile(ctx, req, req.query.type || DEFAULT_TYPE, fileName);
    return ok(req.t('success'), url);
  });
}
