import type { NextFunction, Request, Response } from 'express';
import { ErrorBody } from '../errors/error-body';

/**
 * Keys no DTO has and that mean "the object's prototype" to JavaScript. class-transformer drops
 * them silently, so `forbidNonWhitelisted` never sees them and `{"__proto__":{...}}` or
 * `{"prototype":1}` were answered 200 while any other unknown field gets 400. Refusing them here,
 * before anything copies the body, keeps that rule true for every route (the enquiry pipe and the
 * login guard validate bodies themselves) and keeps the body from ever touching a prototype.
 */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A UTF-16 surrogate without its other half: JSON can carry it ("\ud800"), UTF-8 cannot. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** JSON bodies are at most 100kb, but nesting depth is cheap to send; stop looking past this. */
const MAX_DEPTH = 32;

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
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const key of Object.keys(value)) {
    const child = path ? `${path}.${key}` : key;
    if (PROTOTYPE_KEYS.has(key)) {
      return { statusCode: 400, message: `The field "${key}" is not allowed`, errors: { [child]: 'This field is not allowed' } };
    }
    if (LONE_SURROGATE.test(key)) return findProblem(key, child, depth);
    const problem = findProblem((value as Record<string, unknown>)[key], child, depth + 1);
    if (problem) return problem;
  }
  return null;
}
