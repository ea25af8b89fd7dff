import { Badge } from "@mantine/core";
import { formatFileSize } from "../../../domain/file-size.ts";
import { SEARCH_TEXTS as T } from "../../../domain/search/search.ts";
import { formatMoscowDateTime } from "../../../domain/time.ts";
import type { ArticleHit, ChatHit, FileHit, MessageHit, ServiceHit } from "../../api/search.ts";
import { HitCard } from "./hit-card.tsx";
import { MarkedText } from "./marked-text.tsx";
import type { SearchLinks } from "./search-links.ts";

/** Who wrote it: the lawyer, the system, the client or guest by name, or «Вы» for the client. */
function senderLabel(hit: MessageHit): string {
  if (hit.sender_type === "system") return T.system;
  if (hit.sender_type === "executor") return T.lawyer;
  if (hit.party_name === null) return T.you;
  return hit.party_name || (hit.is_guest_session ? T.guest : T.client);
}

export function MessageHitCard({ hit, links }: { hit: MessageHit; links: SearchLinks }) {
  const party = hit.party_name === null ? null : hit.party_name || T.guest;
  return (
    <HitCard
      group="messages"
      to={links.message(hit.session_id, hit.message_id)}
      title={party ? `${hit.service_title} · ${party}` : hit.service_title}
      badges={
        hit.is_guest_session ? (
          <Badge variant="light" color="orange" tt="none">
            {T.guestChat}
          </Badge>
        ) : null
      }
      meta={`${senderLabel(hit)} · ${formatMoscowDateTime(hit.created_at)}`}
    >
      <MarkedText pieces={hit.fragment} />
    </HitCard>
  );
}

export function ChatHitCard({ hit, links }: { hit: ChatHit; links: SearchLinks }) {
  return (
    <HitCard
      group="chats"
      to={links.chat(hit.session_id)}
      title={<MarkedText pieces={hit.service_title} />}
      badges={
        hit.is_guest_session ? (
          <Badge variant="light" color="orange" tt="none">
            {T.guestChat}
          </Badge>
        ) : null
      }
      meta={formatMoscowDateTime(hit.last_activity)}
    >
      {hit.party_name ? (
        <>
          {hit.party_name.length ? <MarkedText pieces={hit.party_name} /> : T.guest}
          {hit.contacts.map((contact, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: e-mail then phone, always in that order
            <span key={index}>
              {" · "}
              <MarkedText pieces={contact} />
            </span>
          ))}
        </>
      ) : null}
      {hit.intake_match ? (
        <div>
          <MarkedText pieces={hit.intake_match} />
        </div>
      ) : null}
    </HitCard>
  );
}

export function FileHitCard({ hit, links }: { hit: FileHit; links: SearchLinks }) {
  const inChat = hit.kind === "chat" && hit.session_id !== null && hit.message_id !== null;
  return (
    <HitCard
      group="files"
      to={inChat ? links.message(hit.session_id ?? "", hit.message_id ?? 0) : links.archive}
      title={<MarkedText pieces={hit.file_name} />}
      badges={
        <Badge variant="light" color={inChat ? "navy" : "teal"} tt="none">
          {inChat ? T.chatFile : T.archiveFile}
        </Badge>
      }
      meta={[hit.service_title, formatFileSize(hit.size), formatMoscowDateTime(hit.created_at)]
        .filter(Boolean)
        .join(" · ")}
    />
  );
}

export function ArticleHitCard({ hit, links }: { hit: ArticleHit; links: SearchLinks }) {
  return (
    <HitCard
      group="articles"
      to={links.articles ?? ""}
      title={<MarkedText pieces={hit.title} />}
      badges={
        <Badge variant="light" color={hit.status === "draft" ? "gray" : "teal"} tt="none">
          {hit.status === "draft" ? T.draft : T.published}
        </Badge>
      }
      meta={formatMoscowDateTime(hit.updated_at)}
    >
      <MarkedText pieces={hit.fragment} />
    </HitCard>
  );
}

export function ServiceHitCard({ hit, links }: { hit: ServiceHit; links: SearchLinks }) {
  return (
    <HitCard
      group="services"
      to={links.services ?? ""}
      title={<MarkedText pieces={hit.title} />}
      badges={
        hit.is_active ? null : (
          <Badge variant="light" color="gray" tt="none">
            {T.inactive}
          </Badge>
        )
      }
    >
      <MarkedText pieces={hit.fragment} />
    </HitCard>
  );
}
