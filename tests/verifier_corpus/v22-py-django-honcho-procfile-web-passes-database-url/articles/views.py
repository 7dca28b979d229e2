from django.http import JsonResponse
from django.views.decorators.http import require_GET

from articles.models import Tag


@require_GET
def list_tags(request):
    return JsonResponse({"tags": list(Tag.objects.order_by("name").values_list("name", flat=True))})
