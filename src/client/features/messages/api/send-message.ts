// POST /api/messages: send a message (into an existing conversation, or a new one with the receiver).
import type { Message, SendMessageInput } from "@contract/messages";
import { apiRequest } from "@/lib/api";

export const sendMessage = (input: SendMessageInput) => apiRequest<Message>("POST", "/api/messages", input);
