import json

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from conduit.routes.registry import service
from conduit.services.errors import NotFound


def _json(c) -> dict:
    return {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(), "updatedAt": c.created_at.isoformat()}


@csrf_exempt
def comments(request, slug: str):
    svc = service("comments")
    try:
        if request.method == "POST":
            body = json.loads(request.body or b"{}").get("comment", {}).get("body", "")
            try:
                return JsonResponse({"comment": _json(svc.add(slug, body))})
            except ValueError as exc:
                return JsonResponse({"errors": {"body": [str(exc)]}}, status=422)
        return JsonResponse({"comments": [_json(c) for c in svc.list(slug)]})
    except NotFound:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
