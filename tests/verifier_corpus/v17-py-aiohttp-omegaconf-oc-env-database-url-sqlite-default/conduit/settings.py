from pathlib import Path

from omegaconf import OmegaConf

CONFIG_FILE = Path(__file__).resolve().parent.parent / "config.yaml"

cfg = OmegaConf.load(CONFIG_FILE)
# resolve ${oc.env:...} interpolations once, at import
settings = OmegaConf.to_container(cfg, resolve=True)
