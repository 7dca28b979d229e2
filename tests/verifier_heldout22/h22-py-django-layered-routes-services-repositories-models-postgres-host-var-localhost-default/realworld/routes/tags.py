from django.http import JsonResponse
from django.views.decorators.http import require_GET

from realworld.services.tag_service import TagService

_service = TagService()


@require_GET
def list_tags(request):
    return JsonResponse({"tags": _service.all_tags()})
