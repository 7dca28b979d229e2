from django.http import JsonResponse

from tags.models import Tag


def tags(request):
    return JsonResponse({"tags": [t.name for t in Tag.objects.order_by("name")]})
