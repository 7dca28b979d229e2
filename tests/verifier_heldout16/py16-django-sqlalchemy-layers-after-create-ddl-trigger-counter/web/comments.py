import json

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from services.comment_service import CommentService, NotFound

service = CommentService()


@csrf_exempt
def comments(request, slug):
    try:
        if request.method == "POST":
            body = json.loads(request.body)["comment"]["body"]
            c = service.add(slug, 1, body)
            return JsonResponse({"comment": {"id": c.id, "body": c.body}})
        return JsonResponse({"comments": [{"id": c.id, "body": c.body} for c in service.list(slug)]})
    except NotFound:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
