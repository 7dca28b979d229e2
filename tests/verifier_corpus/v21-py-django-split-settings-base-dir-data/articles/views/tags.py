from django.http import JsonResponse
from django.views.decorators.http import require_GET

from articles.services.tags import popular_tags


@require_GET
def tag_list(request):
    return JsonResponse({"tags": popular_tags()})
