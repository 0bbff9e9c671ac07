import { Global, Module } from '@nestjs/common';
import { ClientListCache } from './client-list-cache';

@Global()
@Module({ providers: [ClientListCache], exports: [ClientListCache] })
export class ClientListsModule {}
