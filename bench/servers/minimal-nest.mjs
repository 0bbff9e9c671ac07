// Baseline: one Nest (Express) controller and nothing else, to show what the framework itself costs.
import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

class HelloController {
  hello() {
    return { ok: true, items: [1, 2, 3] };
  }
}
Controller('hello')(HelloController);
Get()(HelloController.prototype, 'hello', Object.getOwnPropertyDescriptor(HelloController.prototype, 'hello'));

class AppModule {}
Module({ controllers: [HelloController] })(AppModule);

const app = await NestFactory.create(AppModule, { logger: false });
await app.listen(Number(process.env.PORT), '127.0.0.1');
console.log('ready');
