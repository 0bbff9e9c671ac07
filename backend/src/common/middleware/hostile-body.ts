import type { NextFunction, Request, Response } from 'express';
import { ErrorBody } from '../errors/error-body';

/**
 * Keys no DTO has and that mean "the object's prototype" to JavaScript. class-transformer drops
 * them silently, so `forbidNonWhitelisted` never sees them and `{"__proto__":{...}}` or
 * `{"prototype":1}` were answered 200 while any other unknown field gets 400. Refusing them here,
 * before anything copies the body, keeps that rule true for every route (the enquiry pipe and the
 * login guard validate bodies themselves) and keeps the body from ever touching a prototype.
 */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** A UTF-16 surrogate without its other half: JSON can carry it ("\ud800"), UTF-8 cannot. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Deepest nesting accepted. No form nests more than a few levels, while 100kb of "[" is 100,000
 * levels: a few thousand overflowed the stack of the recursive validators (a 500 with a stack
 * trace in the log on every JSON route), so deeper bodies are refused here, without recursion past this.
 */
export const MAX_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_DEPTH} levels)`;

/** The error for a field name that means "the object's prototype", for JSON and multipart bodies alike. */
export function prototypeKeyProblem(key: string, path: string = key): ErrorBody {
  return { statusCode: 400, message: `The field "${key}" is not allowed`, errors: { [path]: 'This field is not allowed' } };
}

/**
 * Refuses, with 400 in the error shape, a parsed JSON body that has a prototype key at any depth
 * or text that is not valid Unicode. Lone surrogates broke validators (class-validator's isEmail
 * throws URIError on them, which was a 500 on POST /api/register) and would otherwise be stored as
 * U+FFFD, so what a client read back was not what it sent.
 */
export function refuseHostileBodies() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const problem = findProblem(req.body, '', 0);
    if (!problem) return next();
    res.status(400).json(problem);
  };
}

function findProblem(value: unknown, path: string, depth: number): ErrorBody | null {
  if (typeof value === 'string') {
    if (!LONE_SURROGATE.test(value)) return null;
    const field = path || 'body';
    return {
      statusCode: 400,
      message: 'The request contains text that is not valid Unicode',
      errors: { [field]: 'This text is not valid Unicode' },
    };
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return { statusCode: 400, message: TOO_DEEP_MESSAGE };
  for (const key of Object.keys(value)) {
    const child = path ? `${path}.${key}` : key;
    if (PROTOTYPE_KEYS.has(key)) return prototypeKeyProblem(key, child);
    if (LONE_SURROGATE.test(key)) return findProblem(key, child, depth);
    const problem = findProblem((value as Record<string, unknown>)[key], child, depth + 1);
    if (problem) return problem;
  }
  return null;
}
