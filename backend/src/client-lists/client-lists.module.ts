import { Module } from '@nestjs/common';
import { ClientListCache } from './client-list-cache';

@Module({ providers: [ClientListCache], exports: [ClientListCache] })
export class ClientListsModule {}
