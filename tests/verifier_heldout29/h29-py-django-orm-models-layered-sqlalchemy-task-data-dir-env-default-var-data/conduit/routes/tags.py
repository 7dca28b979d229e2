from django.http import JsonResponse
from django.views.decorators.http import require_GET

from conduit.services.tag_service import TagService

service = TagService()


@require_GET
def list_tags(request):
    return JsonResponse({"tags": service.all_tags()})
