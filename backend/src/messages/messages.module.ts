import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentsModule } from '../documents/documents.module';
import { ClientAccessService } from '../access/client-access.service';
import { RolesGuard } from '../access/roles.guard';
import { ClientAssignment } from '../access/client-assignment.entity';
import { ConversationMessage } from './conversation-message.entity';
import { ConversationRead } from './conversation-read.entity';
import { Conversation } from './conversation.entity';
import { ConversationsController } from './conversations.controller';
import { MessageAttachment } from './message-attachment.entity';
import { MessageAttachments } from './message-attachments';
import { MessageNotifier } from './message-notifier';
import { MessagesService } from './messages.service';
import { StaffConversationUploadOwner } from './staff-upload-owner';
import { StaffConversationsController } from './staff-conversations.controller';

/**
 * Secure messages between a client and the firm. ClientAccessService is stateless; providing it
 * here keeps the staff scope rule in its one home without the staff module exporting its internals
 * (it needs the assignments table; users it reads through the global UsersService).
 */
@Module({
  imports: [
    DocumentsModule,
    NotificationsModule,
    TypeOrmModule.forFeature([Conversation, ConversationMessage, ConversationRead, MessageAttachment, ClientAssignment]),
  ],
  controllers: [ConversationsController, StaffConversationsController],
  providers: [MessagesService, MessageNotifier, MessageAttachments, ClientAccessService, RolesGuard, StaffConversationUploadOwner],
  // The data export (account-security) reads a client's conversations through the service.
  exports: [MessagesService],
})
export class MessagesModule {}
