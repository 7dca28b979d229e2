import json

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from conduit import container
from conduit.services.errors import NotFound, Unauthorized
from conduit.views.auth import viewer_id


@csrf_exempt
def comments(request, slug):
    service, session = container.comment_service()
    try:
        if request.method == "GET":
            return JsonResponse({"comments": service.list(slug, viewer_id(request))})
        if request.method == "POST":
            body = (json.loads(request.body or b"{}").get("comment") or {}).get("body", "")
            return JsonResponse({"comment": service.add(slug, viewer_id(request), body)}, status=201)
        return JsonResponse({}, status=405)
    except NotFound:
        return JsonResponse({"errors": {"body": ["article not found"]}}, status=404)
    except Unauthorized:
        return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
    finally:
        session.close()
