"""Saves models.py's masked_block as an ExportedProgram (.pt2)."""
import sys, pathlib
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import torch
from models import masked_block
model, args = masked_block()
torch.export.save(torch.export.export(model.eval(), args), sys.argv[1])
