#!/usr/bin/env bash
# Rolls a released image out to the production cluster in the order that keeps it safe:
#   1. namespace, settings and secrets;
#   2. the migration Job, awaited: a failed migration stops here, old pods keep serving;
#   3. everything else; the web Deployment rolls pod by pod (maxUnavailable 0) and is awaited.
#
# Usage: infra/deploy.sh IMAGE         e.g. infra/deploy.sh ghcr.io/acme/portal@sha256:...
#        (a digest pins exactly what the image workflow built; a tag such as :1.4.0 works too)
# Needs kubectl (1.27+) pointed at the cluster, and site.env + secrets.env in the overlay.
set -euo pipefail

image="${1:?usage: infra/deploy.sh IMAGE (registry/name:tag or registry/name@sha256:digest)}"
here="$(cd "$(dirname "$0")" && pwd)"
overlay="$here/k8s/overlays/production"
namespace=table-bay-portal

for f in site.env secrets.env; do
  if [ ! -f "$overlay/$f" ]; then
    echo "missing $overlay/$f: copy $f.example beside it and fill it in (infra/README.md)" >&2
    exit 1
  fi
done

# A throw-away kustomization on top of the overlay that only pins the image, so the committed
# files never carry a release tag and nothing in the work tree changes.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
if [[ "$image" == *@sha256:* ]]; then
  pin="    newName: ${image%@*}
    digest: ${image#*@}"
else
  pin="    newName: ${image%:*}
    newTag: ${image##*:}"
fi
# kustomize refuses an absolute path here, so the overlay is named relative to the temp folder.
overlay_rel="$(realpath --relative-to="$work" "$overlay" 2>/dev/null ||
  python3 -c 'import os,sys; print(os.path.relpath(sys.argv[1], sys.argv[2]))' "$overlay" "$work")"
cat > "$work/kustomization.yaml" <<YAML
apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
resources:
  - $overlay_rel
images:
  - name: table-bay-portal
$pin
YAML
kubectl kustomize "$work" > "$work/rendered.yaml"

echo "== settings and secrets"
kubectl apply -f "$work/rendered.yaml" -l app.kubernetes.io/component=config

echo "== migrations"
# A Job's pod template cannot change in place; the previous release's run goes first.
kubectl -n "$namespace" delete job portal-migrate --ignore-not-found --wait=true
kubectl apply -f "$work/rendered.yaml" -l app.kubernetes.io/component=migration
for _ in $(seq 1 180); do
  succeeded="$(kubectl -n "$namespace" get job portal-migrate -o jsonpath='{.status.succeeded}')"
  failed="$(kubectl -n "$namespace" get job portal-migrate -o jsonpath='{.status.conditions[?(@.type=="Failed")].status}')"
  if [ "${succeeded:-0}" -ge 1 ]; then break; fi
  if [ "$failed" = "True" ]; then
    kubectl -n "$namespace" logs job/portal-migrate --tail=100 || true
    echo "migration failed: nothing else was changed; the running release keeps serving" >&2
    exit 1
  fi
  sleep 5
done
if [ "${succeeded:-0}" -lt 1 ]; then
  echo "migration did not finish within 15 minutes" >&2
  exit 1
fi
kubectl -n "$namespace" logs job/portal-migrate --tail=20 || true

echo "== rollout"
kubectl apply -f "$work/rendered.yaml"
kubectl -n "$namespace" rollout status deployment/portal --timeout=10m
echo "deployed $image"
