import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentsModule } from '../documents/documents.module';
import { AccessModule } from '../access/access.module';
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
import { UsersModule } from '../users/users.module';
import { ActivityModule } from '../activity/activity.module';

/**
 * Secure messages between a client and the firm. The staff scope (ClientAccessService) and the
 * assignments table come from AccessModule.
 */
@Module({
  imports: [
    UsersModule,
    ActivityModule,
    AccessModule,
    DocumentsModule,
    NotificationsModule,
    TypeOrmModule.forFeature([Conversation, ConversationMessage, ConversationRead, MessageAttachment]),
  ],
  controllers: [ConversationsController, StaffConversationsController],
  providers: [MessagesService, MessageNotifier, MessageAttachments, StaffConversationUploadOwner],
  // The data export (account-security) reads a client's conversations through the service.
  exports: [MessagesService],
})
export class MessagesModule {}
