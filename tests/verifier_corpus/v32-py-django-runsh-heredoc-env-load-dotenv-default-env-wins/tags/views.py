from django.http import JsonResponse

from tags.models import Tag


def list_tags(request):
    return JsonResponse({"tags": list(Tag.objects.order_by("name").values_list("name", flat=True))})
